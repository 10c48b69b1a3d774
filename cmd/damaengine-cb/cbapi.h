/* The types of CheckerBoard's engine API (API version 2), written from
 * its reference: a square's coordinates and the description of a move,
 * 268 bytes. */
#ifndef DAMAENGINE_CBAPI_H
#define DAMAENGINE_CBAPI_H

struct coor {
	int x;
	int y;
};

struct CBmove {
	int jumps;          /* pieces captured */
	int newpiece;       /* the moving piece after the move */
	int oldpiece;       /* the moving piece before it */
	struct coor from, to;
	struct coor path[12]; /* landing squares, from path[1] on */
	struct coor del[12];  /* squares of the captured pieces */
	int delpiece[12];     /* the captured pieces */
};

#endif

/* A CheckerBoard stand-in for the tests: it loads an engine DLL as
 * CheckerBoard does (LoadLibrary from a thread of its own, the four
 * functions by name, __stdcall) and drives it.
 *
 *   harness DLL selftest   commands, games against itself and a random
 *                          mover, islegal on every pair of squares,
 *                          playnow, a command during a search, unload
 *                          and reload; one line per event on stdout,
 *                          checked by wine_test.go
 *   harness DLL serve      one move per line of stdin, for matches:
 *                          "go MILLISECONDS FEN [gamehist]" answers
 *                          "move FEN RESULT"
 *
 * Boards and moves are written as CheckerBoard writes them: FEN with
 * White's squares first, a CBmove as its 67 ints. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CB_WHITE 1
#define CB_BLACK 2
#define CB_MAN 4
#define CB_KING 8
#define REPLY 1024

struct coor {
	int x, y;
};

struct CBmove {
	int jumps, newpiece, oldpiece;
	struct coor from, to;
	struct coor path[12];
	struct coor del[12];
	int delpiece[12];
};

typedef int Board[8][8];
typedef int(WINAPI *getmove_fn)(Board, int, double, char *, int *, int, int, struct CBmove *);
typedef int(WINAPI *command_fn)(const char *, char *);
typedef int(WINAPI *islegal_fn)(Board, int, int, int, struct CBmove *);
typedef int(WINAPI *name_fn)(char *);

static const char *dll_path;
static HMODULE module;
static getmove_fn getmove;
static command_fn enginecommand;
static islegal_fn islegal;
static name_fn enginename;

static int load(void)
{
	module = LoadLibraryA(dll_path);
	if (!module) {
		printf("error LoadLibrary %s: %lu\n", dll_path, GetLastError());
		return 0;
	}
	getmove = (getmove_fn)GetProcAddress(module, "getmove");
	enginecommand = (command_fn)GetProcAddress(module, "enginecommand");
	islegal = (islegal_fn)GetProcAddress(module, "islegal");
	enginename = (name_fn)GetProcAddress(module, "enginename");
	if (!getmove || !enginecommand || !islegal || !enginename) {
		printf("error missing export\n");
		return 0;
	}
	return 1;
}

/* Square numbers as CheckerBoard's Italian board has them. */
static void coors(int n, int *x, int *y)
{
	n--;
	*y = n / 4;
	*x = 2 * (n % 4) + (*y % 2);
}

static int number(int x, int y) { return 1 + 4 * y + x / 2; }

static void fen(Board b, int color, char *out)
{
	int c, n, x, y, first;
	out += sprintf(out, "%s", color == CB_WHITE ? "W" : "B");
	for (c = CB_WHITE; c <= CB_BLACK; c++) {
		out += sprintf(out, ":%s", c == CB_WHITE ? "W" : "B");
		first = 1;
		for (n = 1; n <= 32; n++) {
			coors(n, &x, &y);
			if ((b[x][y] & 3) != c)
				continue;
			out += sprintf(out, "%s%s%d", first ? "" : ",", (b[x][y] & CB_KING) ? "K" : "", n);
			first = 0;
		}
	}
}

static void parse_fen(const char *s, Board b, int *color)
{
	int c = 0, n;
	memset(b, 0, sizeof(Board));
	*color = s[0] == 'B' ? CB_BLACK : CB_WHITE;
	for (s++; *s && *s != ' ' && *s != '\n'; s++) {
		int king = 0, x, y;
		if (*s == ':') {
			c = s[1] == 'W' ? CB_WHITE : CB_BLACK;
			s++;
			continue;
		}
		if (*s == ',')
			continue;
		if (*s == 'K') {
			king = 1;
			s++;
		}
		n = (int)strtol(s, (char **)&s, 10);
		s--;
		coors(n, &x, &y);
		b[x][y] = c | (king ? CB_KING : CB_MAN);
	}
}

static void print_move(const struct CBmove *m)
{
	const int *p = (const int *)m;
	for (int i = 0; i < (int)(sizeof(*m) / sizeof(int)); i++)
		printf(" %d", p[i]);
}

static int command(const char *cmd, char *reply)
{
	int rc;
	reply[0] = 0;
	rc = enginecommand(cmd, reply);
	printf("cmd %d %s => %s\n", rc, cmd, reply);
	return rc;
}

/* The history CheckerBoard sends: the position after the last man move
 * or capture, then the king moves since. */
struct history {
	char fen[128];
	char moves[4096];
};

static void history_after(struct history *h, Board b, int color, int from, int to, int reversible)
{
	if (!reversible || strlen(h->moves) > sizeof(h->moves) - 16) {
		fen(b, color, h->fen);
		h->moves[0] = 0;
		return;
	}
	sprintf(h->moves + strlen(h->moves), " %d-%d", from, to);
}

static void send_history(const struct history *h)
{
	char cmd[4400], reply[REPLY];
	snprintf(cmd, sizeof(cmd), "set gamehist %s%s", h->fen, h->moves);
	reply[0] = 0;
	if (!enginecommand(cmd, reply))
		printf("error gamehist refused: %s => %s\n", cmd, reply);
}

static unsigned long rng = 12345;

static int next_random(int n)
{
	rng = rng * 1103515245 + 12345;
	return (int)((rng >> 16) % (unsigned long)n);
}

/* Plays one random legal move from "get movelist" on b; 0 when there
 * is none. */
static int random_move(Board b, int color, int *from, int *to, int *reversible)
{
	char cmd[256], reply[REPLY], buf[128];
	const char *p;
	int n, pick, v[64], k = 0, piece;
	fen(b, color, buf);
	sprintf(cmd, "get movelist %s", buf);
	if (!enginecommand(cmd, reply) || sscanf(reply, "movelist %d", &n) != 1) {
		printf("error movelist %s => %s\n", cmd, reply);
		return 0;
	}
	if (n == 0)
		return 0;
	pick = next_random(n);
	p = strchr(reply, ',') + 1;
	for (int i = 0; i < pick; i++)
		p = strchr(p, ';') + 1;
	while (*p && *p != ';' && k < 64) {
		v[k++] = (int)strtol(p, (char **)&p, 10);
		if (*p == ',')
			p++;
	}
	/* jumps, oldpiece, newpiece, from, to, then landed, captured, piece */
	int x, y;
	coors(v[3], &x, &y);
	piece = b[x][y];
	b[x][y] = 0;
	for (int j = 0; j < v[0]; j++) {
		coors(v[5 + 3 * j + 1], &x, &y);
		b[x][y] = 0;
	}
	coors(v[4], &x, &y);
	b[x][y] = v[2];
	*from = v[3];
	*to = v[4];
	*reversible = v[0] == 0 && (piece & CB_KING);
	return 1;
}

/* Plays one game from the start; kind 0: the engine on both sides, 1:
 * the engine White against the random mover, 2: the engine Black. */
static void play_game(int game, int kind, double maxtime, int info, int moreinfo)
{
	Board b;
	struct history h;
	char buf[128], after[128], status[1024];
	int color = CB_WHITE, playnow = 0;
	parse_fen("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", b, &color);
	fen(b, color, h.fen);
	h.moves[0] = 0;
	printf("game %d kind %d\n", game, kind);
	for (int ply = 0; ply < 200; ply++) {
		int engine = kind == 0 || (kind == 1 && color == CB_WHITE) || (kind == 2 && color == CB_BLACK);
		int from, to, reversible;
		fen(b, color, buf);
		if (!engine) {
			if (!random_move(b, color, &from, &to, &reversible)) {
				printf("end %d nomove\n", game);
				return;
			}
			fen(b, color ^ 3, after);
			printf("random %s %s\n", buf, after);
		} else {
			struct CBmove m;
			DWORD t0;
			int result;
			send_history(&h);
			memset(&m, 0, sizeof(m));
			status[0] = 0;
			t0 = GetTickCount();
			result = getmove(b, color, maxtime, status, &playnow, info | (ply == 0), moreinfo, &m);
			fen(b, color ^ 3, after);
			printf("getmove %s %d %s %d %lu", buf, color, after, result, (unsigned long)(GetTickCount() - t0));
			print_move(&m);
			printf("\nstatus %s\n", status);
			if (strcmp(buf + 1, after + 1) == 0) {
				printf("end %d engine-nomove %d\n", game, result);
				return;
			}
			from = number(m.from.x, m.from.y);
			to = number(m.to.x, m.to.y);
			reversible = m.jumps == 0 && (m.oldpiece & CB_KING);
			if (result != 3) {
				printf("end %d claim %d\n", game, result);
				return;
			}
		}
		color ^= 3;
		history_after(&h, b, color, from, to, reversible);
	}
	printf("end %d plies\n", game);
}

/* islegal on every pair of squares of a position. */
static void legal_pairs(const char *position)
{
	Board b;
	int color;
	parse_fen(position, b, &color);
	for (int from = 1; from <= 32; from++)
		for (int to = 1; to <= 32; to++) {
			struct CBmove m;
			memset(&m, 0, sizeof(m));
			if (islegal(b, color, from, to, &m)) {
				printf("legal %s %d %d", position, from, to);
				print_move(&m);
				printf("\n");
			}
		}
	printf("legalend %s\n", position);
}

struct search_call {
	Board b;
	int playnow;
	int result;
	char status[1024];
	struct CBmove m;
};

static DWORD WINAPI search_thread(LPVOID p)
{
	struct search_call *c = p;
	c->result = getmove(c->b, CB_WHITE, 60.0, c->status, (int *)&c->playnow, 1, 0, &c->m);
	return 0;
}

/* A search of 60 s, a command sent while it runs, then playnow. */
static void play_now(void)
{
	static struct search_call c;
	char before[128], after[128], reply[REPLY];
	int color;
	HANDLE t;
	DWORD t0, t1;
	parse_fen("W:W18,21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", c.b, &color);
	fen(c.b, CB_WHITE, before);
	t = CreateThread(NULL, 0, search_thread, &c, 0, NULL);
	Sleep(1000);
	t0 = GetTickCount();
	reply[0] = 0;
	enginecommand("get movelist B:W1:B", reply);
	printf("during %lu %s\n", (unsigned long)(GetTickCount() - t0), reply);
	if (WaitForSingleObject(t, 0) != WAIT_TIMEOUT)
		printf("error the search ended before playnow\n");
	t0 = GetTickCount();
	InterlockedExchange((LONG *)&c.playnow, 1);
	WaitForSingleObject(t, 10000);
	t1 = GetTickCount();
	fen(c.b, CB_BLACK, after);
	printf("playnow %lu\n", (unsigned long)(t1 - t0));
	printf("getmove %s 1 %s %d %lu", before, after, c.result, (unsigned long)(t1 - t0));
	print_move(&c.m);
	printf("\n");
}

static DWORD WINAPI selftest(LPVOID unused)
{
	char reply[REPLY], name[256];
	const char *commands[] = {"name", "about", "help", "get protocolversion", "get gametype",
		"get movelist B:W1:B", "get movelist B:W31:B3", "get book", "set hashsize 16",
		"set enable_wld 0", "set searchthreads 1", "get hashsize", "set allscores 1",
		"staticevaluation W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		"set elo 1500", "get elo", "set elo 0", NULL};
	(void)unused;
	if (!load())
		return 1;
	name[0] = 0;
	enginename(name);
	printf("name %s\n", name);
	printf("sizeof %d\n", (int)sizeof(struct CBmove));
	for (int i = 0; commands[i]; i++)
		command(commands[i], reply);
	/* CheckerBoard's gamehist runs past the 256 bytes the API declares. */
	char longhist[1024] = "set gamehist W:WK29,21:BK4,12";
	for (int i = 0; i < 10; i++)
		strcat(longhist, " 29-25 4-8 25-29 8-4");
	reply[0] = 0;
	printf("longhist %d %d %s\n", (int)strlen(longhist), enginecommand(longhist, reply), reply);
	play_game(1, 0, 0.05, 2, 0);              /* itself, exactly 0.05 s */
	play_game(2, 1, 0.05, 0, 0);              /* White against random, 0.05 s on average */
	play_game(3, 2, 1, 2 << 2, 300 << 16 | 5); /* Black against random, 3 s + 0.05 s */
	legal_pairs("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
	legal_pairs("B:W11,13,19,21:B6,9");
	legal_pairs("W:WK30:BK26,K27,K18,20,10,K12");
	play_now();
	command("set hashsize 32", reply);
	HMODULE first = module;
	FreeLibrary(module);
	if (!load())
		return 1;
	printf("reload %d\n", module == first);
	command("get hashsize", reply);
	play_game(4, 1, 0.02, 2, 0);
	printf("done\n");
	return 0;
}

static void serve(void)
{
	char line[8192], status[1024], after[128];
	if (!load())
		return;
	enginecommand("set enable_wld 0", status);
	while (fgets(line, sizeof(line), stdin)) {
		Board b;
		int ms, color, playnow = 0, result;
		char position[128], *hist;
		struct CBmove m;
		if (sscanf(line, "go %d %127s", &ms, position) != 2) {
			if (strncmp(line, "cmd ", 4) == 0) {
				line[strcspn(line, "\n")] = 0;
				enginecommand(line + 4, status);
				printf("reply %s\n", status);
				fflush(stdout);
			}
			continue;
		}
		hist = strstr(line, " hist ");
		if (hist) {
			char cmd[8300];
			hist[strcspn(hist, "\n")] = 0;
			snprintf(cmd, sizeof(cmd), "set gamehist %s", hist + 6);
			enginecommand(cmd, status);
		}
		parse_fen(position, b, &color);
		result = getmove(b, color, ms / 1000.0, status, &playnow, 2, 0, &m);
		fen(b, color ^ 3, after);
		printf("move %s %d\n", after, result);
		fflush(stdout);
	}
}

int main(int argc, char **argv)
{
	HANDLE t;
	DWORD rc = 1;
	if (argc != 3) {
		fprintf(stderr, "usage: harness DLL selftest|serve\n");
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	dll_path = argv[1];
	if (strcmp(argv[2], "serve") == 0) {
		serve();
		return 0;
	}
	t = CreateThread(NULL, 0, selftest, NULL, 0, NULL);
	WaitForSingleObject(t, INFINITE);
	GetExitCodeThread(t, &rc);
	fflush(stdout);
	return (int)rc;
}

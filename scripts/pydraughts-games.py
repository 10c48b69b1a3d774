#!/usr/bin/env python3
"""Play whole games through pydraughts' HubEngine, unchanged.

Usage: scripts/pydraughts-games.py PYDRAUGHTS_DIR [ENGINE] [GAMES] [VARIANTS]

PYDRAUGHTS_DIR is a checkout of pydraughts' sources (its draughts/ package);
ENGINE is the damaengine binary (default ./damaengine); VARIANTS a
comma-separated list of our variant names (default italian,international;
pydraughts knows brazilian, russian, breakthrough, antidraughts, frisian and frysk too). For each,
GAMES games (default 2) each start from the start position
with the engine's defaults (its shipped book on, where it has one) and are played to their
end by the engine against itself, one HubEngine per side, under three
levels pydraughts sends: a move time, a clock with increment, and none
at all (the engine's default level). Every move the engine answers is
pushed on pydraughts' own board, so an illegal move or a line pydraughts
cannot read ends the script with an error. Prints one line a game.
"""

import sys
import types


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.path.insert(0, sys.argv[1])
    engine = sys.argv[2] if len(sys.argv) > 2 else "./damaengine"
    games = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    variants = (sys.argv[4] if len(sys.argv) > 4 else "italian,international").split(",")
    # pydraughts imports its CheckerBoard client at start; it is not used
    # here, and its module (msl-loadlib, Windows DLLs) may be missing.
    msl = types.ModuleType("msl")
    loadlib = types.ModuleType("msl.loadlib")
    loadlib.Client64 = loadlib.Server32 = object
    sys.modules.setdefault("msl", msl)
    sys.modules.setdefault("msl.loadlib", loadlib)

    from draughts import Board, Move
    from draughts.engine import HubEngine, Limit

    limits = [Limit(movetime=0.05), Limit(time=3, inc=0.05), None]
    booked = {"italian", "international"}  # the variants with a shipped book
    for option in variants:
        variant = {"international": "standard", "frysk": "frysk!"}.get(option, option)  # pydraughts' name
        for game in range(games):
            limit = limits[game % len(limits)]
            sides = [HubEngine([engine, "hub"]) for _ in range(2)]
            for e in sides:
                e.setoption("variant", option)
                e.init()
            board = Board(variant=variant)
            book_moves, wins_seen = 0, 0
            while not board.is_over() and len(board.move_stack) < 400:
                e = sides[len(board.move_stack) % 2]
                if limit is None:
                    best, ponder = e.go(board._game.initial_hub_fen,
                                        moves=" ".join(m.hub_move for m in board.move_stack))
                    board.push(Move(board, hub_move=best))
                else:
                    result = e.play(board, limit, ponder=False)
                    board.push(result.move)
                info = e.info
                if info.get("source") == "book":
                    book_moves += 1
                score = info.get("score")
                if isinstance(score, dict) and "win" in score:
                    if not 0 < abs(score["win"]) <= 200:
                        sys.exit(f"{variant}: a win in {score['win']} moves read from {info}")
                    wins_seen += 1
            for e in sides:
                e.quit()
                e.p.communicate()
            print(f"{variant} game {game + 1} ({'default level' if limit is None else vars(limit)}): "
                  f"{len(board.move_stack)} plies, winner {board.winner()}, {book_moves} book moves, "
                  f"{wins_seen} win scores")
            if book_moves == 0 and option in booked:
                sys.exit(f"{variant}: no book move in a game from the start position")


if __name__ == "__main__":
    main()

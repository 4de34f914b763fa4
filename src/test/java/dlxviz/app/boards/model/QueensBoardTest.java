package dlxviz.app.boards.model;

import dlxviz.problems.QueensEncoding;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import dlxviz.problems.Dlx1Format;
import dlxviz.problems.Examples;
import org.junit.jupiter.api.Test;

class QueensBoardTest {

    @Test
    void theQueensOptionsAreTheSquaresOfTheBoard() {
        ExactCoverProblem queens = Examples.get("queens8").orElseThrow();
        QueensEncoding layout = QueensEncoding.of(queens);
        assertNotNull(layout);
        assertEquals(8, layout.size());
        for (int option = 1; option <= queens.optionCount(); option++) {
            int square = layout.squareOf(option);
            assertEquals("Q r" + (square / 8 + 1) + "c" + (square % 8 + 1), queens.optionLabel(option));
            assertEquals(option, layout.optionAt(square));
        }
        // written out in DLX1 format and read back, it is still a board
        assertNotNull(QueensEncoding.of(Dlx1Format.read(Dlx1Format.toText(queens)).problem()));
        assertNull(QueensEncoding.of(Examples.get("knuth").orElseThrow()));
        assertNull(QueensEncoding.of(Examples.get("pentomino3x20").orElseThrow()));
    }

    /**
     * Checked against the rules of chess, not against the torus: at every choice of the search,
     * a square shows open exactly when no queen on the board attacks it.
     */
    @Test
    void atEveryChoiceASquareIsOpenExactlyWhenNoQueenAttacksIt() {
        for (String name : new String[] {"queens5", "queens6", "queens8"}) {
            ExactCoverProblem queens = Examples.get(name).orElseThrow();
            QueensEncoding layout = QueensEncoding.of(queens);
            int n = layout.size();
            Playback playback = new Playback(queens, ItemChoice.MIN_LENGTH, new int[0]);
            int boards = 0;
            for (int step = 0; step < 400; step++) {
                if (playback.stepForward(StepSize.CHOICE).end() == StepEnd.END) {
                    break;
                }
                int[] stack = playback.partialSolution();
                int chosenItem = playback.chosenItem();
                QueensBoard board = QueensBoard.of(layout, new BoardInput(playback.torus(), new int[0], stack, stack, chosenItem));
                int placed = 0;
                for (int square = 0; square < n * n; square++) {
                    boolean queen = board.queenLevel(square) != QueensBoard.NO_QUEEN;
                    placed += queen ? 1 : 0;
                    if (!queen) {
                        assertEquals(!attacked(board, square, n), board.isOpen(square),
                                name + " step " + step + " square " + square + "\n" + board.toText());
                    }
                }
                assertEquals(stack.length, placed, board.toText());
                boards++;
            }
            assertTrue(boards > 20, name + ": " + boards + " boards checked");
        }
    }

    @Test
    void theChosenItemsLineIsMarkedAndADeadEndSaysSo() {
        ExactCoverProblem queens = Examples.get("queens4").orElseThrow();
        QueensEncoding layout = QueensEncoding.of(queens);
        Playback playback = new Playback(queens, ItemChoice.MIN_LENGTH, new int[0]);
        boolean sawDeadEnd = false;
        for (int step = 0; step < 200 && playback.stepForward(StepSize.LINK).end() != StepEnd.END; step++) {
            int level = playback.level();
            int[] chosen = playback.chosenItems();
            if (level < 0 || level >= chosen.length || chosen[level] == 0) {
                continue;
            }
            int item = chosen[level];
            QueensBoard board = QueensBoard.of(layout, new BoardInput(playback.torus(), new int[0], playback.partialSolution(), playback.partialSolution(), item));
            String name = queens.itemName(item); // r2, c3, ...
            for (int square = 0; square < 16; square++) {
                boolean expected = name.startsWith("r") ? square / 4 + 1 == Integer.parseInt(name.substring(1))
                        : name.startsWith("c") && square % 4 + 1 == Integer.parseInt(name.substring(1));
                if (name.startsWith("r") || name.startsWith("c")) {
                    assertEquals(expected, board.onChosenLine(square), name + " square " + square);
                }
            }
            assertEquals(playback.torus().length(item) == 0, board.isDeadEnd());
            sawDeadEnd |= board.isDeadEnd();
        }
        assertTrue(sawDeadEnd, "4 queens meets dead ends before its first solution");
    }

    /** Chess: a queen attacks along its row, its column and both diagonals. */
    private static boolean attacked(QueensBoard board, int square, int n) {
        int r = square / n, c = square % n;
        for (int other = 0; other < n * n; other++) {
            if (board.queenLevel(other) == QueensBoard.NO_QUEEN) {
                continue;
            }
            int qr = other / n, qc = other % n;
            if (qr == r || qc == c || qr - qc == r - c || qr + qc == r + c) {
                return true;
            }
        }
        return false;
    }
}

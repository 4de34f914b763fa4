package dlxviz.app.boards.model;

import dlxviz.problems.TilingEncoding;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TilingBoardTest {

    @Test
    void aPentominoProblemIsABoxOfCellsAndEveryOptionOnePiece() {
        ExactCoverProblem box = Examples.get("pentomino3x20").orElseThrow();
        TilingEncoding layout = TilingEncoding.of(box);
        assertNotNull(layout);
        assertEquals(3, layout.rows());
        assertEquals(20, layout.cols());
        assertEquals("F r1c2 r1c3 r2c1 r2c2 r3c2", box.itemNamesOf(1));
        assertEquals("F", layout.pieceName(1));
        assertArrayEquals(new int[] {1, 2, 20, 21, 41}, layout.cellsOf(1));
        assertNotNull(TilingEncoding.of(Dlx1Format.read(Dlx1Format.toText(box)).problem()));
        assertNull(TilingEncoding.of(Examples.get("knuth").orElseThrow()));
        assertNull(TilingEncoding.of(Examples.get("word-rectangle").orElseThrow()), "cells with colours hold letters, not pieces");
        ExactCoverProblem langford = Examples.get("langford4").orElseThrow();
        TilingEncoding pairs = TilingEncoding.of(langford); // the numbers are the pieces, the slots the cells
        assertNotNull(pairs);
        assertEquals(1, pairs.rows());
        assertEquals(8, pairs.cols());
        assertEquals("1 s1 s3", langford.itemNamesOf(1));
        assertEquals("1", pairs.pieceName(1));
        assertArrayEquals(new int[] {0, 2}, pairs.cellsOf(1));
        assertNull(TilingEncoding.of(Examples.get("queens8").orElseThrow()));
    }

    /**
     * Checked against the pieces, not against the torus: at every choice, the placed pieces fill
     * their cells without overlap, and an empty cell's number is how many placements of pieces
     * not yet used fit on free cells and cover it. As in DLX, once an item is chosen (covered),
     * its placements count only for itself.
     */
    @Test
    void anEmptyCellShowsHowManyPlacementsCanStillCoverIt() {
        checkEveryChoice("pentomino3x20");
        checkEveryChoice("langford7");
    }

    private static void checkEveryChoice(String name) {
        ExactCoverProblem box = Examples.get(name).orElseThrow();
        TilingEncoding layout = TilingEncoding.of(box);
        int cells = layout.rows() * layout.cols();
        Playback playback = new Playback(box, ItemChoice.MIN_LENGTH, new int[0]);
        int boards = 0;
        for (int step = 0; step < 150; step++) {
            if (playback.stepForward(StepSize.CHOICE).end() == StepEnd.END) {
                break;
            }
            int[] stack = playback.partialSolution();
            int chosenItem = playback.chosenItem();
            TilingBoard board = TilingBoard.of(layout, new BoardInput(playback.torus(), new int[0], stack, stack, chosenItem));

            boolean[] used = new boolean[cells];
            Set<String> pieces = new HashSet<>();
            for (int option : stack) {
                pieces.add(layout.pieceName(option));
                for (int cell : layout.cellsOf(option)) {
                    assertTrue(!used[cell], "cell " + cell + " is covered twice");
                    used[cell] = true;
                    assertEquals(layout.pieceName(option), board.piece(cell));
                }
            }
            for (int cell = 0; cell < cells; cell++) {
                if (used[cell]) {
                    continue;
                }
                assertEquals(TilingBoard.EMPTY, board.level(cell));
                int fits = 0;
                for (int option = 1; option <= box.optionCount(); option++) {
                    boolean throughChosen = chosenItem != 0 && contains(box, option, chosenItem);
                    if (!pieces.contains(layout.pieceName(option)) && fitsFree(layout.cellsOf(option), used, cell)
                            && (!throughChosen || layout.cellItem(cell) == chosenItem)) {
                        fits++;
                    }
                }
                assertEquals(fits, board.ways(cell), name + " step " + step + " cell " + cell + "\n" + board.toText());
            }
            boards++;
        }
        assertTrue(boards > 50, name + ": " + boards + " boards checked");
    }

    private static boolean contains(ExactCoverProblem problem, int option, int item) {
        for (int j = 0; j < problem.optionSize(option); j++) {
            if (problem.optionItem(option, j) == item) {
                return true;
            }
        }
        return false;
    }

    private static boolean fitsFree(int[] cells, boolean[] used, int target) {
        boolean covers = false;
        for (int cell : cells) {
            if (used[cell]) {
                return false;
            }
            covers |= cell == target;
        }
        return covers;
    }
}

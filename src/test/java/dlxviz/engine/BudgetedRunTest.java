package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.problems.Examples;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class BudgetedRunTest {
    private static Search queens8() {
        return new Search(Examples.get("queens8").orElseThrow(), ItemChoice.MIN_LENGTH);
    }

    @Test
    void withoutABudgetTheSearchEndsWithEverySolution() {
        Search search = queens8();
        BudgetedRun run = new BudgetedRun(search, BudgetedRun.UNLIMITED, BudgetedRun.UNLIMITED);
        assertEquals(StopReason.FINISHED, run.run(Long.MAX_VALUE));
        assertEquals(92, search.solutions()); // the known count of 8 queens
        assertFalse(run.stopped());
    }

    @Test
    void anUpdateBudgetStopsTheSearchAtItsLimitAndSaysSo() {
        Search whole = queens8();
        whole.runToEnd();
        Search search = queens8();
        BudgetedRun run = new BudgetedRun(search, 1_000, BudgetedRun.UNLIMITED);
        assertEquals(StopReason.BUDGET, run.run(Long.MAX_VALUE));
        assertTrue(run.stopped());
        assertTrue(search.updates() >= 1_000 && search.updates() < whole.updates(), "updates " + search.updates());
    }

    @Test
    void aTimeBudgetStopsWhenItsClockRunsOutBetweenSlices() {
        AtomicLong now = new AtomicLong();
        Search search = queens8();
        BudgetedRun run = new BudgetedRun(search, BudgetedRun.UNLIMITED, 5, now::get)
                .between(100, () -> {
                    now.addAndGet(1); // each slice takes a nanosecond of the test's clock
                    return true;
                });
        assertEquals(StopReason.BUDGET, run.run(Long.MAX_VALUE));
        assertTrue(run.stopped());
        assertEquals(5, now.get());
        assertTrue(search.solutions() < 92);
    }

    @Test
    void aFalseBetweenSlicesStopsTheRunAsASpentBudget() {
        AtomicInteger looks = new AtomicInteger();
        Search search = queens8();
        BudgetedRun run = new BudgetedRun(search, BudgetedRun.UNLIMITED, BudgetedRun.UNLIMITED)
                .between(50, () -> looks.incrementAndGet() < 3);
        assertEquals(StopReason.BUDGET, run.run(Long.MAX_VALUE));
        assertEquals(3, looks.get());
        assertTrue(run.stopped());
    }

    @Test
    void aSolutionLimitStopsAtTheNextSolutionAndTheRunGoesOnFromThere() {
        Search search = queens8();
        BudgetedRun run = new BudgetedRun(search, BudgetedRun.UNLIMITED, BudgetedRun.UNLIMITED).between(10, () -> true);
        assertEquals(StopReason.SOLUTION_LIMIT, run.run(1));
        assertEquals(1, search.solutions());
        assertEquals(StopReason.FINISHED, run.run(Long.MAX_VALUE));
        assertEquals(92, search.solutions());
        assertFalse(run.stopped());
    }
}

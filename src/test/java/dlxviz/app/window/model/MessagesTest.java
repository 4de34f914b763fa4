package dlxviz.app.window.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MessagesTest {
    private final Messages messages = new Messages();

    @Test
    void anErrorOutlastsTheClearingThatFollowsAStep() {
        messages.showError("line 1, column 3: ...");
        messages.clearUnlessError();
        assertEquals("line 1, column 3: ...", messages.text());
        assertTrue(messages.isError());
        messages.clear();
        assertEquals("", messages.text());
    }

    @Test
    void aDismissedErrorIsNoErrorAnyMore() {
        messages.showError("Cannot save /x: permission denied");
        messages.clear();
        assertFalse(messages.isError());
        messages.showInfo("Took 10 of the 100 steps asked for");
        messages.clearUnlessError();
        assertEquals("", messages.text());
    }

    @Test
    void aStepCountCutShortIsToldAfterAnErrorWasDismissed() {
        MainViewModel vm = new MainViewModel(new dlxviz.app.testkit.ManualClock());
        assertTrue(vm.session().loadExample("queens8"));
        vm.messages().showError("Cannot save /x: permission denied");
        vm.messages().clear(); // the message bar's close button
        vm.cursor().goTo(1_000_000_000L, 0);
        assertFalse(vm.messages().text().isEmpty(), "the cut-short jump says where it stopped");
    }

    @Test
    void informationIsClearedByTheNextStep() {
        messages.showInfo("Stopped at a breakpoint: a solution");
        assertFalse(messages.isError());
        messages.clearUnlessError();
        assertEquals("", messages.text());
    }
}

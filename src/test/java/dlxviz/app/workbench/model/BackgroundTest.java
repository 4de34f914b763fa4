package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A failed task's reason, as the check and the generator say it under their buttons. */
class BackgroundTest {

    @Test
    void aFailureIsToldInItsOwnWordsOrByItsKindWhenItHasNone() {
        assertEquals("out of memory for a 25x25", Background.why(new IllegalStateException("out of memory for a 25x25")));
        assertEquals("NullPointerException", Background.why(new NullPointerException()));
        assertEquals("no reason was given", Background.why(null));
    }
}

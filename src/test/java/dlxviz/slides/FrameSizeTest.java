package dlxviz.slides;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FrameSizeTest {

    @Test
    void widthTimesHeight() {
        assertEquals(new FrameSize(1280, 720), FrameSize.parse("1280x720"));
        assertEquals(new FrameSize(1920, 1080), FrameSize.parse(" 1920X1080 "));
        assertEquals(new FrameSize(800, 600), FrameSize.parse("800×600"));
    }

    @Test
    void notASizeSaysWhatToType() {
        for (String text : new String[] {"", "1280", "1280x", "x720", "1280*720", "wide", "-1280x720", "1280x720x2"}) {
            var e = assertThrows(IllegalArgumentException.class, () -> FrameSize.parse(text), text);
            assertTrue(e.getMessage().endsWith("give WIDTHxHEIGHT in pixels, for example 1280x720"), e.getMessage());
        }
    }

    @Test
    void smallerThanTheWindowIsRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> FrameSize.parse("640x480"));
        assertTrue(e.getMessage().startsWith("--size 640x480 is smaller than the window's smallest, 800x560"), e.getMessage());
    }

    @Test
    void hugeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> FrameSize.parse("5000x720"));
        assertThrows(IllegalArgumentException.class, () -> FrameSize.parse("1280x99999999999"));
    }
}

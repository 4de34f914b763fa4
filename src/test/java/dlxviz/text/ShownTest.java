package dlxviz.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ShownTest {
    @Test
    void aShortTokenIsQuotedAsIs() {
        assertEquals("'r3c5'", Shown.quoted("r3c5"));
    }

    @Test
    void aLongTokenIsCutAndItsLengthSaid() {
        assertEquals("'" + "x".repeat(40) + "...' (1,048,576 characters)", Shown.quoted("x".repeat(1 << 20)));
    }

    @Test
    void controlCharactersAreEscapedSoTheyCannotRewriteTheTerminal() {
        assertEquals("'a\\tb\\u001b[2Jc\\r'", Shown.quoted("a\tb\u001b[2Jc\r"));
    }

    @Test
    void aCutNeverSplitsACharacterInTwo() {
        String token = "x".repeat(39) + "\uD83D\uDE00" + "y";
        assertEquals("'" + "x".repeat(39) + "...' (42 characters)", Shown.quoted(token));
    }

    @Test
    void aCharacterOutsideAsciiGetsItsCodePoint() {
        assertEquals("'x'", Shown.character('x'));
        assertEquals("'\u00E9' (U+00E9)", Shown.character(0xE9));
        assertEquals("'\\u0007'", Shown.character(7));
        assertEquals("'\uD83D\uDE00' (U+1F600)", Shown.character(0x1F600));
    }

    @Test
    void columnsCountCharactersNotUtf16Units() {
        assertEquals(3, Shown.column("a\uD83D\uDE00b", 3));
        assertEquals(1, Shown.column("abc", 0));
    }
}

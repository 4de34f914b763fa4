package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The commands' JIT options (pom.xml's {@code cli.jit}, given to the packaged commands and to
 * src/scripts/dlx) name methods by text, which the JVM quietly ignores once the method is renamed:
 * so each method they name must exist.
 */
class CommandJitOptionsTest {
    private static final Pattern OPTIONS = Pattern.compile("<cli\\.jit>(.*)</cli\\.jit>");
    private static final Pattern NAMED = Pattern.compile("CompileCommand=\\w+,([\\w.$]+)::(\\w+)");

    @Test
    void everyMethodTheOptionsNameExists() throws IOException, ClassNotFoundException {
        Matcher options = OPTIONS.matcher(Files.readString(Path.of("pom.xml")));
        assertTrue(options.find(), "pom.xml has no cli.jit property");
        Matcher named = NAMED.matcher(options.group(1));
        List<String> found = new ArrayList<>();
        while (named.find()) {
            String method = named.group(2);
            Class<?> type = Class.forName(named.group(1));
            assertTrue(Arrays.stream(type.getDeclaredMethods()).map(Method::getName).anyMatch(method::equals),
                    named.group(1) + " has no method " + method + ", which pom.xml's cli.jit names");
            found.add(named.group(0));
        }
        assertFalse(found.isEmpty(), "cli.jit names no method: is this test still needed?");
    }
}

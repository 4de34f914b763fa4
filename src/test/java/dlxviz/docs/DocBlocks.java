package dlxviz.docs;

import java.util.ArrayList;
import java.util.List;

/**
 * The commands in a Markdown document's fenced blocks, and the output shown with them (the rules are
 * in {@link DocsCommandsCheck}).
 */
final class DocBlocks {
    /** The info strings of blocks that hold commands; any other ({@code text}, {@code yaml}, ...) holds none. */
    private static final java.util.Set<String> SHELL = java.util.Set.of("", "sh", "bash", "shell", "console");

    private DocBlocks() {
    }

    /** A command (continuation lines joined), the line it starts on, and its output, or null if none shown. */
    record Command(String text, int line, List<String> expected) {
    }

    static List<Command> commands(String markdown) {
        List<Command> commands = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        int i = 0;
        while (i < lines.length) {
            if (!lines[i].startsWith("```")) {
                i++;
                continue;
            }
            String info = lines[i].substring(3).trim();
            int start = i + 1;
            int end = start;
            while (end < lines.length && !lines[end].startsWith("```")) {
                end++;
            }
            if (SHELL.contains(info)) {
                block(lines, start, end, commands);
            }
            i = end + 1;
        }
        return commands;
    }

    private static void block(String[] lines, int start, int end, List<Command> commands) {
        boolean transcript = false;
        for (int k = start; k < end; k++) {
            transcript |= lines[k].startsWith("$ ");
        }
        int k = start;
        while (k < end) {
            String line = lines[k];
            if (line.isBlank() || (!transcript && line.startsWith("#"))) {
                k++;
                continue;
            }
            if (transcript && !line.startsWith("$ ")) {
                k++; // output before the first command: not expected to happen
                continue;
            }
            int first = k;
            StringBuilder text = new StringBuilder(transcript ? line.substring(2) : line);
            while (text.toString().endsWith("\\") && k + 1 < end) {
                text.setLength(text.length() - 1);
                k++;
                text.append(' ').append(lines[k].trim());
            }
            k++;
            List<String> expected = null;
            if (transcript) {
                expected = new ArrayList<>();
                while (k < end && !lines[k].startsWith("$ ")) {
                    expected.add(lines[k]);
                    k++;
                }
                while (!expected.isEmpty() && expected.get(expected.size() - 1).isBlank()) {
                    expected.remove(expected.size() - 1);
                }
            }
            commands.add(new Command(text.toString().trim(), first + 1, expected));
        }
    }

    /** Null if the output matches what the docs show, else what differs first. */
    static String compare(List<String> expected, List<String> actual) {
        return match(expected, 0, actual, 0) ? null
                : "the output differs from the docs'; expected:\n" + String.join("\n", expected);
    }

    private static boolean match(List<String> expected, int e, List<String> actual, int a) {
        if (e == expected.size()) {
            return a == actual.size();
        }
        String want = expected.get(e).stripTrailing();
        if (want.equals("...")) {
            for (int skip = a; skip <= actual.size(); skip++) {
                if (match(expected, e + 1, actual, skip)) {
                    return true;
                }
            }
            return false;
        }
        if (a == actual.size()) {
            return false;
        }
        String got = actual.get(a).stripTrailing();
        boolean same = want.endsWith("...")
                ? got.startsWith(want.substring(0, want.length() - 3))
                : got.equals(want);
        return same && match(expected, e + 1, actual, a + 1);
    }
}

package dlxviz.exercise;

import dlxviz.text.TooDeep;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * The results file a student saves and the teacher grades: JSON in a fixed layout (see
 * src/docs/exercises.md) ending with a checksum, an HMAC-SHA-256 of the canonical text, which is
 * the file as this class writes it without the checksum line. Reading rebuilds that text from the
 * values read and refuses the file when the checksum differs: a changed verdict, time or answer
 * is caught, while a change of blanks alone (an editor's re-indent) is not counted as one.
 *
 * <p>The key is in the program, so this catches an edit by hand, not a student who rebuilds the
 * checksum with the program's source: it is a seal, not a signature (the docs say so).
 */
public final class ResultsFile {
    /** The value of the "format" field: the layout's name and version. */
    public static final String FORMAT = "dlx-visualizer exercise results 1";
    /** The file name's ending, for the save dialog and {@code grade}. */
    public static final String EXTENSION = ".json";
    /**
     * Larger is not a results file, refused before it is read: a step takes about 200 bytes, so this
     * is some 5,000 steps answered by hand; and a file of many megabytes took grade a minute and
     * more to parse before it was refused anyway.
     */
    public static final long MAX_BYTES = 1024 * 1024;
    private static final String CHECKSUM_PREFIX = "hmac-sha256:";
    private static final byte[] KEY = "DLX Visualizer: students do the dance themselves".getBytes(StandardCharsets.UTF_8);

    private ResultsFile() {
    }

    /** The file's whole text, checksum included. */
    public static String write(ExerciseResults results) {
        String body = canonical(results);
        return body + ",\n  \"checksum\": " + JsonText.quote(CHECKSUM_PREFIX + checksum(body)) + "\n}\n";
    }

    /**
     * The results in {@code text}; {@code where} names the file in messages.
     *
     * @throws ResultsFileException saying where and what: not JSON (line and column), not a results
     *         file, a field missing or of the wrong kind, or changed since it was saved
     */
    public static ExerciseResults read(String text, String where) throws ResultsFileException {
        Object document;
        try {
            document = new Load(LoadSettings.builder().setLabel(where).build()).loadFromString(text);
        } catch (MarkedYamlEngineException e) {
            String at = e.getProblemMark().map(m -> " line " + (m.getLine() + 1) + ", column " + (m.getColumn() + 1))
                    .orElse("");
            throw new ResultsFileException(where + at + ": not a results file (not JSON): " + e.getProblem());
        } catch (YamlEngineException e) {
            throw new ResultsFileException(where + ": not a results file (not JSON): " + e.getMessage());
        } catch (StackOverflowError e) {
            throw new ResultsFileException(where + ": not a results file: " + TooDeep.REASON); // see TooDeep: why caught
        }
        Fields top = Fields.of(document, where, "the file");
        if (!FORMAT.equals(top.optionalString("format"))) {
            throw new ResultsFileException(where + ": not an exercise results file (its \"format\" should be \""
                    + FORMAT + "\")");
        }
        List<StepRecord> steps = new ArrayList<>();
        long totalMillis = 0;
        List<?> list = top.list("steps");
        for (int k = 0; k < list.size(); k++) {
            Fields step = Fields.of(list.get(k), where, "step " + (k + 1));
            List<StepRecord.Answer> answers = new ArrayList<>();
            List<?> given = step.list("answers");
            for (int a = 0; a < given.size(); a++) {
                Fields answer = Fields.of(given.get(a), where, "step " + (k + 1) + ", answer " + (a + 1));
                answers.add(new StepRecord.Answer(answer.string("move"), answer.bool("right"), answer.string("reason")));
            }
            // The seal's key is in the program, so a forged file can hold any numbers: refuse those
            // no app writes, rather than show a negative or wrapped time in the grade table.
            String at = where + ", step " + (k + 1);
            long number = step.number("number");
            if (number < 1 || number > Integer.MAX_VALUE) {
                throw new ResultsFileException(at + ": its \"number\" should be 1 or more"
                        + (number < 1 ? "" : " and at most " + Integer.MAX_VALUE) + ", not " + number);
            }
            long millis = step.number("millis");
            if (millis < 0) {
                throw new ResultsFileException(at + ": its \"millis\" should be 0 or more, not " + millis);
            }
            try {
                totalMillis = Math.addExact(totalMillis, millis);
            } catch (ArithmeticException e) {
                throw new ResultsFileException(at + ": the steps' \"millis\" add up to more than " + Long.MAX_VALUE);
            }
            try {
                steps.add(new StepRecord((int) number, step.string("task"), step.string("expected"),
                        answers, step.string("verdict"), millis));
            } catch (IllegalArgumentException e) {
                throw new ResultsFileException(where + ", step " + (k + 1) + ": " + e.getMessage());
            }
        }
        ExerciseResults results = new ExerciseResults(top.string("student"), top.string("exercise"),
                top.optionalNumber("seed"), top.string("detail"), top.string("problem"), top.string("started"), steps);
        String sum = top.optionalString("checksum");
        if (sum == null) {
            throw new ResultsFileException(where + ": no checksum: it was not saved by DLX Visualizer, or it was cut short");
        }
        if (!sum.equals(CHECKSUM_PREFIX + checksum(canonical(results)))) {
            throw new ResultsFileException(where + " was changed after it was saved (its checksum does not match):"
                    + " ask the student for the file as saved");
        }
        return results;
    }

    /** The text the checksum seals: the file without its last field. */
    static String canonical(ExerciseResults r) {
        Score s = r.score();
        JsonText json = JsonText.start().raw("{\n")
                .key(1, "format").string(FORMAT).raw(",\n")
                .key(1, "student").string(r.student()).raw(",\n")
                .key(1, "exercise").string(r.exercise()).raw(",\n")
                .key(1, "seed").number(r.seed()).raw(",\n")
                .key(1, "detail").string(r.detail()).raw(",\n")
                .key(1, "problem").string(r.problem()).raw(",\n")
                .key(1, "started").string(r.started()).raw(",\n")
                .key(1, "score").raw("{\"steps\": " + s.steps() + ", \"rightFirstTime\": " + s.rightFirstTime()
                        + ", \"helped\": " + s.helped() + ", \"wrongTries\": " + s.wrongTries()
                        + ", \"millis\": " + s.millis() + "},\n")
                .key(1, "steps").raw("[");
        for (int k = 0; k < r.steps().size(); k++) {
            StepRecord step = r.steps().get(k);
            json.raw(k == 0 ? "\n" : ",\n").raw("    {\"number\": " + step.number() + ", \"task\": ").string(step.task())
                    .raw(", \"expected\": ").string(step.expected()).raw(", \"verdict\": ").string(step.verdict())
                    .raw(", \"millis\": " + step.millis() + ", \"answers\": [");
            for (int a = 0; a < step.answers().size(); a++) {
                StepRecord.Answer answer = step.answers().get(a);
                json.raw(a == 0 ? "" : ", ").raw("{\"move\": ").string(answer.move())
                        .raw(", \"right\": " + answer.right() + ", \"reason\": ").string(answer.reason()).raw("}");
            }
            json.raw("]}");
        }
        return json.raw(r.steps().isEmpty() ? "]" : "\n  ]").toString();
    }

    private static String checksum(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(KEY, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java has HmacSHA256", e);
        }
    }

    /** A JSON object's fields, each read with the file and the place named when it is missing or wrong. */
    private record Fields(Map<?, ?> map, String where, String place) {
        static Fields of(Object value, String where, String place) throws ResultsFileException {
            if (!(value instanceof Map<?, ?> map)) {
                throw new ResultsFileException(where + ": " + place + " should be a JSON object { ... }");
            }
            return new Fields(map, where, place);
        }

        private Object get(String key) throws ResultsFileException {
            if (!map.containsKey(key)) {
                throw new ResultsFileException(where + ": " + place + " has no \"" + key + "\"");
            }
            return map.get(key);
        }

        String string(String key) throws ResultsFileException {
            Object value = get(key);
            if (!(value instanceof String text)) {
                throw wrong(key, "text in quotes");
            }
            return text;
        }

        String optionalString(String key) {
            return map.get(key) instanceof String text ? text : null;
        }

        long number(String key) throws ResultsFileException {
            Object value = get(key);
            if (!(value instanceof Integer || value instanceof Long)) {
                throw wrong(key, "a whole number");
            }
            return ((Number) value).longValue();
        }

        Long optionalNumber(String key) throws ResultsFileException {
            return map.get(key) == null ? null : number(key);
        }

        boolean bool(String key) throws ResultsFileException {
            Object value = get(key);
            if (!(value instanceof Boolean b)) {
                throw wrong(key, "true or false");
            }
            return b;
        }

        List<?> list(String key) throws ResultsFileException {
            Object value = get(key);
            if (!(value instanceof List<?> list)) {
                throw wrong(key, "a list [ ... ]");
            }
            return list;
        }

        private ResultsFileException wrong(String key, String kind) {
            return new ResultsFileException(where + ": " + place + "'s \"" + key + "\" should be " + kind);
        }
    }
}

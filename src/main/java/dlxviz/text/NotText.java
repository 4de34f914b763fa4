package dlxviz.text;

/**
 * What a file is when its first bytes say it is no text: an archive or a compressed file renamed
 * (puzzles.zip saved as puzzles.txt), a PDF, a picture. Readers say so at once instead of one
 * "not UTF-8" message per line of it.
 */
public final class NotText {
    /** Bytes enough to tell every kind below. */
    public static final int SNIFF_BYTES = 8;

    private NotText() {
    }

    /** "a ZIP archive", "gzip-compressed", ...; null when the first bytes are none of these. */
    public static String kind(byte[] first, int length) {
        if (starts(first, length, 0x50, 0x4B, 0x03, 0x04)) {
            return "a ZIP archive";
        }
        if (starts(first, length, 0x1F, 0x8B)) {
            return "gzip-compressed";
        }
        if (starts(first, length, 0x42, 0x5A, 0x68)) {
            return "bzip2-compressed";
        }
        if (starts(first, length, 0xFD, 0x37, 0x7A, 0x58, 0x5A)) {
            return "xz-compressed";
        }
        if (starts(first, length, 0x28, 0xB5, 0x2F, 0xFD)) {
            return "zstd-compressed";
        }
        if (starts(first, length, 0x37, 0x7A, 0xBC, 0xAF)) {
            return "a 7-Zip archive";
        }
        if (starts(first, length, 0x25, 0x50, 0x44, 0x46)) {
            return "a PDF document";
        }
        if (starts(first, length, 0x89, 0x50, 0x4E, 0x47)) {
            return "a PNG picture";
        }
        return null;
    }

    private static boolean starts(byte[] bytes, int length, int... magic) {
        if (length < magic.length) {
            return false;
        }
        for (int k = 0; k < magic.length; k++) {
            if ((bytes[k] & 0xFF) != magic[k]) {
                return false;
            }
        }
        return true;
    }
}

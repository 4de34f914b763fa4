package dlxviz.slides;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * A lesson's handout: one HTML file with every picture inlined (PNG as a data URI, so the file
 * travels alone by mail or on a stick) and its caption under it, in the lesson's order.
 */
public final class Handout {
    /** One picture of the handout: which stop, its caption and question, and the PNG's bytes. */
    public record Page(int stop, int step, String caption, String ask, byte[] png) {
    }

    private final String title;
    private final List<Page> pages = new ArrayList<>();

    public Handout(String title) {
        this.title = title;
    }

    public void add(Page page) {
        pages.add(page);
    }

    public int size() {
        return pages.size();
    }

    public void write(Path file) throws IOException {
        Files.writeString(file, html(), StandardCharsets.UTF_8);
    }

    String html() {
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape(title)).append("</title>\n<style>\n")
                .append("body { font-family: sans-serif; max-width: 60em; margin: 2em auto; color: #1d1f24; }\n")
                .append("figure { margin: 0 0 2.5em 0; page-break-inside: avoid; }\n")
                .append("img { width: 100%; border: 1px solid #ccc; }\n")
                .append("figcaption { font-size: 1.2em; margin-top: 0.4em; }\n")
                .append(".ask { color: #1f5fbf; }\n.step { color: #5b6270; font-size: 0.9em; }\n")
                .append("</style>\n</head>\n<body>\n<h1>").append(escape(title)).append("</h1>\n");
        for (Page page : pages) {
            out.append("<figure id=\"stop-").append(page.stop()).append(page.step() > 0 ? "-step-" + page.step() : "")
                    .append("\">\n<img alt=\"Stop ").append(page.stop()).append("\" src=\"data:image/png;base64,")
                    .append(Base64.getEncoder().encodeToString(page.png())).append("\">\n<figcaption><b>")
                    .append(page.stop()).append(".</b> ").append(escape(page.caption()));
            if (page.step() > 0) {
                out.append(" <span class=\"step\">(step ").append(page.step()).append(")</span>");
            }
            if (page.ask() != null && page.step() == 0) {
                out.append("<br><span class=\"ask\">Ask: ").append(escape(page.ask())).append("</span>");
            }
            out.append("</figcaption>\n</figure>\n");
        }
        return out.append("</body>\n</html>\n").toString();
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

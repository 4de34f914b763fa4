/**
 * The one thing shared by every view: what is under the pointer ({@link dlxviz.app.hover.Highlight}),
 * an item, an option or a node, so hovering in one view lights the same thing in all of them.
 */
package dlxviz.app.hover;

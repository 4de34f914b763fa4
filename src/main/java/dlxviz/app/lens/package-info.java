/**
 * The lens on a large problem, without a scene graph: which item it looks at
 * ({@link dlxviz.app.lens.LensFocus}), which items and options it shows around that item
 * ({@link dlxviz.app.lens.LensSelection}, from each item's column as built,
 * {@link dlxviz.app.lens.ItemOptions}), and where every item sits in the overview
 * ({@link dlxviz.app.lens.OverviewShape}). The links view draws what these say; they are tested
 * in milliseconds without a window.
 */
package dlxviz.app.lens;

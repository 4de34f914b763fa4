/**
 * What the links view shows, without a control: {@link dlxviz.app.links.model.LinksModel} (the
 * torus at the cursor, its marks, the last step to animate, the lens), filled from a playback by
 * {@link dlxviz.app.links.model.PlaybackFeed}. The view and its painters are in {@code app.links}.
 */
package dlxviz.app.links.model;

/**
 * The boards beside the links without a control: {@link dlxviz.app.boards.model.BoardFactory} picks
 * a problem's {@link dlxviz.app.boards.model.BoardModel}, which turns each
 * {@link dlxviz.app.boards.model.BoardInput} (the torus at the cursor, what the search holds) into
 * the state its view in {@code app.boards} draws: a {@link dlxviz.app.boards.model.SudokuBoard},
 * {@link dlxviz.app.boards.model.QueensBoard}, {@link dlxviz.app.boards.model.TilingBoard} or
 * {@link dlxviz.app.boards.model.OptionList}; the 0/1 matrix reads the links' model. Tested without
 * a window.
 */
package dlxviz.app.boards.model;

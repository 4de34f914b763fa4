package dlxviz.engine;

import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemPurified;
import dlxviz.events.ItemUncovered;
import dlxviz.events.ItemUnpurified;
import dlxviz.events.NodeCleansed;
import dlxviz.events.NodeUncleansed;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import java.util.List;
import java.util.function.Consumer;

/** Turns observer calls into event records and hands each to a consumer (a list by default). */
public final class EventCollector implements SearchObserver {
    private final Consumer<SearchEvent> sink;

    public EventCollector(Consumer<SearchEvent> sink) {
        this.sink = sink;
    }

    /** A collector that appends to {@code events}. */
    public static EventCollector into(List<SearchEvent> events) {
        return new EventCollector(events::add);
    }

    /** Sends a record to an observer as the matching call: the inverse of this class. */
    public static void dispatch(SearchEvent event, SearchObserver observer) {
        if (event instanceof ItemChosen e) {
            observer.itemChosen(e.item(), e.length(), e.level());
        } else if (event instanceof ItemCovered e) {
            observer.itemCovered(e.item(), e.level());
        } else if (event instanceof HeaderUnlinked e) {
            observer.headerUnlinked(e.item(), e.left(), e.right());
        } else if (event instanceof NodeHidden e) {
            observer.nodeHidden(e.node(), e.item(), e.up(), e.down());
        } else if (event instanceof NodeRestored e) {
            observer.nodeRestored(e.node(), e.item(), e.up(), e.down());
        } else if (event instanceof HeaderRelinked e) {
            observer.headerRelinked(e.item(), e.left(), e.right());
        } else if (event instanceof ItemUncovered e) {
            observer.itemUncovered(e.item(), e.level());
        } else if (event instanceof OptionTried e) {
            observer.optionTried(e.option(), e.node(), e.level());
        } else if (event instanceof OptionRetracted e) {
            observer.optionRetracted(e.option(), e.node(), e.level());
        } else if (event instanceof DeadEnd e) {
            observer.deadEnd(e.item(), e.level());
        } else if (event instanceof SolutionFound e) {
            observer.solutionFound(e.number(), e.options());
        } else if (event instanceof SearchFinished e) {
            observer.searchFinished(e.solutions());
        } else if (event instanceof ItemPurified e) {
            observer.itemPurified(e.node(), e.item(), e.colour(), e.level());
        } else if (event instanceof NodeCleansed e) {
            observer.nodeCleansed(e.node(), e.item(), e.colour());
        } else if (event instanceof NodeUncleansed e) {
            observer.nodeUncleansed(e.node(), e.item(), e.colour());
        } else if (event instanceof ItemUnpurified e) {
            observer.itemUnpurified(e.node(), e.item(), e.colour(), e.level());
        }
    }

    @Override
    public void itemChosen(int item, int length, int level) {
        sink.accept(new ItemChosen(item, length, level));
    }

    @Override
    public void itemCovered(int item, int level) {
        sink.accept(new ItemCovered(item, level));
    }

    @Override
    public void headerUnlinked(int item, int left, int right) {
        sink.accept(new HeaderUnlinked(item, left, right));
    }

    @Override
    public void nodeHidden(int node, int item, int up, int down) {
        sink.accept(new NodeHidden(node, item, up, down));
    }

    @Override
    public void nodeRestored(int node, int item, int up, int down) {
        sink.accept(new NodeRestored(node, item, up, down));
    }

    @Override
    public void headerRelinked(int item, int left, int right) {
        sink.accept(new HeaderRelinked(item, left, right));
    }

    @Override
    public void itemUncovered(int item, int level) {
        sink.accept(new ItemUncovered(item, level));
    }

    @Override
    public void optionTried(int option, int node, int level) {
        sink.accept(new OptionTried(option, node, level));
    }

    @Override
    public void optionRetracted(int option, int node, int level) {
        sink.accept(new OptionRetracted(option, node, level));
    }

    @Override
    public void deadEnd(int item, int level) {
        sink.accept(new DeadEnd(item, level));
    }

    @Override
    public void solutionFound(long number, int[] options) {
        sink.accept(new SolutionFound(number, options));
    }

    @Override
    public void searchFinished(long solutions) {
        sink.accept(new SearchFinished(solutions));
    }

    @Override
    public void itemPurified(int node, int item, int colour, int level) {
        sink.accept(new ItemPurified(node, item, colour, level));
    }

    @Override
    public void nodeCleansed(int node, int item, int colour) {
        sink.accept(new NodeCleansed(node, item, colour));
    }

    @Override
    public void nodeUncleansed(int node, int item, int colour) {
        sink.accept(new NodeUncleansed(node, item, colour));
    }

    @Override
    public void itemUnpurified(int node, int item, int colour, int level) {
        sink.accept(new ItemUnpurified(node, item, colour, level));
    }
}

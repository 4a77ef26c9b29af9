// The dev harness starts behind an async boundary so Module Federation can negotiate shared singletons.
import('./bootstrap');

// Module Federation negotiates shared singletons before any of them is evaluated, so the app itself
// starts behind this async boundary.
import('./bootstrap');

// The stylesheet loads with the page so the first paint is already branded and stable.
import './styles.css';

// Module Federation negotiates shared singletons before any of them is evaluated, so the app itself
// starts behind this async boundary.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

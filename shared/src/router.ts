/**
 * The router every app uses, re-exported from here so the page has one router whatever loads it.
 * Going through this singleton (rather than sharing react-router-dom itself through Module
 * Federation) lets the build keep only the parts of react-router the portal uses: about 50 KB gzip
 * less JavaScript on the sign-in page.
 */
export {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

// @vitest-environment jsdom
import { act, lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let container: HTMLElement;
let root: Root;
let navigate: ReturnType<typeof useNavigate>;

function Where() {
  const location = useLocation();
  const [query] = useSearchParams();
  navigate = useNavigate();
  return (
    <p data-where>
      {location.pathname}|{query.get('q') ?? ''}|{String(location.state ?? '')}|{location.key}
    </p>
  );
}

function Order() {
  return <p>order {useParams().id}</p>;
}

const render = async (node: React.ReactNode) => {
  await act(async () => root.render(node));
};
const text = () => container.textContent ?? '';

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('the router', () => {
  it('shows the first route that matches, with its parameters; a fixed path listed first wins over a pattern', async () => {
    window.history.replaceState(null, '', '/login/magic-link');
    const app = (
      <BrowserRouter>
        <Routes>
          <Route path="/login/magic-link" element={<p>landing</p>} />
          <Route path="/:lang/magic-link" element={<p>old link</p>} />
          <Route path="/orders/:id" element={<Order />} />
          <Route path="*" element={<p>anything else</p>} />
        </Routes>
      </BrowserRouter>
    );
    await render(app);
    expect(text()).toBe('landing');
    window.history.replaceState(null, '', '/nl/magic-link');
    await render(<div key="again">{app}</div>);
    expect(text()).toBe('old link');
    window.history.replaceState(null, '', '/orders/NW-1001');
    await render(<div key="orders">{app}</div>);
    expect(text()).toBe('order NW-1001');
    window.history.replaceState(null, '', '/nowhere');
    await render(<div key="else">{app}</div>);
    expect(text()).toBe('anything else');
  });

  it('navigates with the History API, with state and a key per entry, and follows Back', async () => {
    await render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(text()).toBe('/|||default');
    await act(async () => navigate({ pathname: '/carriers', search: '?q=1' }, { state: 'canceled' }));
    expect(window.location.pathname + window.location.search).toBe('/carriers?q=1');
    const [, query, state, key] = text().split('|');
    expect([query, state]).toEqual(['1', 'canceled']);
    expect(key).not.toBe('default');
    await act(async () => navigate('/select-items', { replace: true }));
    expect(text()).toMatch(/^\/select-items\|\|\|/);
    // Back: the entry before the replaced one.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(text()).toBe('/|||default');
  });

  it('keeps the page on screen while the next one loads: a navigation is a transition', async () => {
    let arrive: (module: { default: React.ComponentType }) => void = () => undefined;
    const Next = lazy(() => new Promise<{ default: React.ComponentType }>((resolve) => (arrive = resolve)));
    await render(
      <BrowserRouter>
        <Where />
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/" element={<p>first step</p>} />
            <Route path="/next" element={<Next />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    await act(async () => navigate('/next'));
    expect(text()).toContain('first step');
    expect(text()).not.toContain('loading');
    await act(async () => arrive({ default: () => <p>next step</p> }));
    expect(text()).toContain('next step');
  });

  it('<Navigate> goes on once shown, replacing the entry', async () => {
    window.history.replaceState(null, '', '/withdraw');
    const length = window.history.length;
    await render(
      <BrowserRouter>
        <Routes>
          <Route path="/withdraw" element={<Navigate to="/" replace />} />
          <Route path="/" element={<p>sign-in</p>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(text()).toBe('sign-in');
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(length);
  });
});

// What the apps use of React Router, and the one module they import it from. The shell shares this
// module (not React Router) with every remote, so its build keeps only what is named here: shared
// whole, a library is never tree-shaken, and React Router whole was 53 KB of brotli on every page.
// Tests import their MemoryRouter from react-router-dom directly; it is the same React Router.
export { BrowserRouter, Link, NavLink, Navigate, Route, Routes, matchPath, matchRoutes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

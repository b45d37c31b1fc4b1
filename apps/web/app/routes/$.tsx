import { data } from 'react-router';

/** Any address no route claims: a real 404 from the server, shown by the page error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

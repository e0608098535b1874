import { HomePage } from './home-page.tsx';

export default function CollectorHomeScreen() {
  return <HomePage kind="collector" />;
}

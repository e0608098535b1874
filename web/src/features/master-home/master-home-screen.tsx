import { HomePage } from './home-page.tsx';

export default function MasterHomeScreen() {
  return <HomePage kind="master" />;
}

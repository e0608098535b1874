import { HomePage } from './home-page.tsx';

export default function InstitutionHomeScreen() {
  return <HomePage kind="institution" />;
}

import { AuthorisationList } from './authorisation.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function AuthorisationScreen() {
  return (
    <ToolFrame title="shouquan" role="master" access={{ ownerOnly: true }}>
      {() => <AuthorisationList role="master" />}
    </ToolFrame>
  );
}

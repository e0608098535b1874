import { AuthorisationDetail } from './authorisation.tsx';
import { ToolFrame } from './tool-frame.tsx';

export default function AuthorisationDetailScreen() {
  return (
    <ToolFrame title="sqDetail" role="master" access={{ ownerOnly: true }} back="/shouquan">
      {() => <AuthorisationDetail role="master" />}
    </ToolFrame>
  );
}

// Placeholder for the Experience page until its feature issue builds it.
import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Experience" />;
}

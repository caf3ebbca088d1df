// Placeholder for the Tech Stack page until its feature issue builds it.
import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Tech Stack" />;
}

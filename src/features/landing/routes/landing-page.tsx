// Placeholder for the Empower Minds. Expand Knowledge. page until its feature issue builds it.
import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Empower Minds. Expand Knowledge." />;
}

// The trendingUp icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M22 7l-8.5 8.5-5-5L2 17M16 7h6v6' as IconPath;

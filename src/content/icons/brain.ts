// The brain icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M9.5 2a3.5 3.5 0 0 0-3.4 4.3A3.5 3.5 0 0 0 4 12a3.5 3.5 0 0 0 2.5 5.6A3.5 3.5 0 0 0 12 19.5V4.5A2.5 2.5 0 0 0 9.5 2Zm5 0a2.5 2.5 0 0 0-2.5 2.5v15a3.5 3.5 0 0 0 5.5 1.1A3.5 3.5 0 0 0 20 12a3.5 3.5 0 0 0-2.1-5.7A3.5 3.5 0 0 0 14.5 2Z' as IconPath;

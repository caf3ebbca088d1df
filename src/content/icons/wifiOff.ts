// The wifiOff icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M2 8.8a15 15 0 0 1 4.2-2.7M10.7 5.1A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 5.2-2.7M16.8 10.7A10 10 0 0 1 19 12.9M12 20h.01' as IconPath;

/*
 * The only module that imports ECharts: the pieces the study charts use, registered once. Loaded with a
 * dynamic import from StudyChart, so ECharts lands in a chunk of its own that only these pages fetch.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export { init };

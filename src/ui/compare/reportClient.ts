import { drawResults } from './resultsView';
import type { ComparisonModel } from '../../compare/model';

// The script inside the command line's HTML report: it reads the comparison from the page's
// JSON block and draws it with the game's own results view, so the report's charts are the
// game screen's. Bundled with Chart.js into one inline script: the file works offline.

const model = JSON.parse(document.getElementById('comparison-data')!.textContent!) as ComparisonModel;
drawResults(document.getElementById('results')!, model);
document.body.dataset.ready = 'true';

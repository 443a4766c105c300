'use strict';
/**
 * A worker thread's entry, in plain JavaScript because it starts before any TypeScript loader:
 * it loads the repository's (tools/register.js, as `npm start` does) and draws the weekly
 * schedule PDF off the API's event loop (weekly-schedule.pdf.ts, weeklySchedulePdfOffThread).
 */
const { join } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');

require(join(__dirname, '..', '..', '..', '..', '..', 'tools', 'register.js'));
const { weeklySchedulePdf } = require('./weekly-schedule.pdf');

weeklySchedulePdf(workerData).then((pdf) => parentPort.postMessage(pdf));

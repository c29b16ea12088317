import readStyles from './bill-readings.css?inline';
import ownStyles from './bill-upload.css?inline';
import uploadStyles from './file-upload.css?inline';

// Apart from the component, so a screen can attach it while BillUpload loads only when it is shown
// (docs/performance.md).

/** The stylesheet a screen hosting BillUpload adds to its own (the upload slot and the marks with it). */
export const billUploadStyles = [uploadStyles, readStyles, ownStyles].join('\n');

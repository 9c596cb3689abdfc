export { isEan13, locationLabelFile, packingSlipFile, pickListFile, productLabelFile, purchaseOrderFile, type DocumentPrinter } from './printing.service.js';
export { labelDescription, labelQueryShape, labelSizes, labelsPerPage, type Label, type LabelSize } from './printing.schema.js';

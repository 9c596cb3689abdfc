export { cartLabelsFile, locationLabelFile, packingSlipFile, pickListFile, productLabelFile, purchaseOrderFile, wavePickListFile, type DocumentPrinter } from './printing.service.js';
export { labelDescription, labelQueryShape, labelSizes, productLabelQueryShape, labelsPerPage, type Label, type LabelSize } from './printing.schema.js';

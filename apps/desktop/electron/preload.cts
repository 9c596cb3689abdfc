/**
 * Preload script (sandboxed, CommonJS): exposes the DesktopBridge to the renderer through
 * contextBridge as `window.stockroom`. It forwards to the main process over IPC and hands the
 * renderer nothing else of Electron or Node.
 */
import type { DesktopBridge } from './bridge.js';

const { contextBridge, ipcRenderer } = require('electron') as typeof import('electron');

// A sandboxed preload can require only 'electron', so the channel names are repeated here; the
// main-process tests check that both sides agree.
const bridge: DesktopBridge = {
  runtime: 'electron',
  getServerUrl: () => ipcRenderer.invoke('settings:get-server-url'),
  setServerUrl: (url) => ipcRenderer.invoke('settings:set-server-url', url),
  loadToken: () => ipcRenderer.invoke('token:load'),
  saveToken: (token) => ipcRenderer.invoke('token:save', token),
  clearToken: () => ipcRenderer.invoke('token:clear'),
  appVersion: () => ipcRenderer.invoke('app:version'),
  printPdf: (pdf, title) => ipcRenderer.invoke('document:print', pdf, title),
  savePdf: (pdf, filename) => ipcRenderer.invoke('document:save', pdf, filename),
};

contextBridge.exposeInMainWorld('stockroom', bridge);

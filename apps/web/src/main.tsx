import { render } from 'preact';
import '@fontsource/noto-sans-jp/400.css';
import './i18n/i18n';
import { App } from './app';
import './styles.css';

const root = document.getElementById('app');
if (root) render(<App />, root);

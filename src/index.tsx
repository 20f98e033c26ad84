// The public path must be set before any other module can request a chunk.
import './publicPath';
import { boot } from './app/boot';

void boot();

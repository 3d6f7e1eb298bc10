import { runServiceProcess } from '@venue/service-kit/service-process';
import { catalogueService } from './catalogue.service';

await runServiceProcess(catalogueService);

// The settings screens' and the agent back office's ports, in their own module so the shared
// modules stay as they were.
import { ContainerModule } from 'inversify';
import { HttpDownlineService } from '../adapters/http/http-downline-service.ts';
import { HttpSettingsService } from '../adapters/http/http-settings-service.ts';
import { HttpExposureService } from '../adapters/http/http-exposure-service.ts';
import { ExposureService } from '../core/ports/exposure-service.ts';
import { DownlineService } from '../core/ports/downline-service.ts';
import { SettingsService } from '../core/ports/settings-service.ts';
import { BackOffice, createBackOffice } from '../core/use-cases/back-office.ts';
import { HttpStatementService } from '../adapters/http/http-statement-service.ts';
import { StatementService } from '../core/ports/statement-service.ts';
import { Statements, createStatements } from '../core/use-cases/statements.ts';
import { HttpHouseService } from '../adapters/http/http-house-service.ts';
import { HouseService } from '../core/ports/house-service.ts';
import { HttpAccountChangeService } from '../adapters/http/http-account-change-service.ts';
import { AccountChangeService } from '../core/ports/account-change-service.ts';

export const backOfficeModule = new ContainerModule(({ bind }) => {
  bind<SettingsService>(SettingsService).to(HttpSettingsService);
  bind<DownlineService>(DownlineService).to(HttpDownlineService);
  bind<BackOffice>(BackOffice).toDynamicValue((context) =>
    createBackOffice({ downlines: context.get<DownlineService>(DownlineService) }),
  );
  bind<ExposureService>(ExposureService).to(HttpExposureService);
  bind<StatementService>(StatementService).to(HttpStatementService);
  bind<Statements>(Statements).toDynamicValue((context) =>
    createStatements({ statements: context.get<StatementService>(StatementService) }),
  );
  bind<HouseService>(HouseService).to(HttpHouseService);
  bind<AccountChangeService>(AccountChangeService).to(HttpAccountChangeService);
});

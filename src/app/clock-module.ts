// Time: the device clock behind the Clock port, and GMT+8 display formatting behind Gmt8Format.
import { ContainerModule } from 'inversify';
import { FixedOffsetGmt8Format } from '../adapters/clock/gmt8-format.ts';
import { SystemClock } from '../adapters/clock/system-clock.ts';
import { Clock } from '../core/ports/clock.ts';
import { Gmt8Format } from '../core/ports/gmt8-format.ts';

export const clockModule = new ContainerModule(({ bind }) => {
  bind<Clock>(Clock).to(SystemClock);
  bind<Gmt8Format>(Gmt8Format).to(FixedOffsetGmt8Format);
});

import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAX_ACTIVE_SLIDES, MESSAGES, SlideView, type PublicSlideView } from '@fund/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { listSpec, parseListQuery, runList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { StorageService } from '../../common/storage/storage.service.js';
import type { CreateSlideDto } from './dto/create-slide.dto.js';
import type { MoveSlideDto } from './dto/move-slide.dto.js';
import type { UpdateSlideDto } from './dto/update-slide.dto.js';
import { MarketingSlide } from './marketing-slide.entity.js';
import { SlideImagesService } from './slide-images.js';
import { mapPublicSlide, mapSlide } from './slide.view.js';

const SLIDE_LIST = listSpec(SlideView, {
  resource: 'marketing-slides',
  fields: {
    id: 's.id',
    title: 's.title',
    order: 's.sortOrder',
    isActive: 's.isActive',
    createdAt: 's.createdAt',
    updatedAt: 's.updatedAt',
    imageUrl: 's.imageUrl',
    buttonText: 's.buttonText',
    buttonUrl: 's.buttonUrl',
  },
  search: ['s.title', 's.buttonText'],
  defaultSort: ['order', 'ASC'],
});

/**
 * Sorting by `order` breaks ties by createdAt (slides default to order 0): the list sorts by this
 * internal key instead, never offered to clients. The same order as move() and the public list.
 */
const POSITION = '__position';
const POSITION_EXPR = '(s.sortOrder, s.createdAt)';

/** Serialises the active-slide count and order moves across requests and app instances. */
async function lockSlides(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('fund:slides'))`);
}

@Injectable()
export class MarketingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: SlideImagesService,
    private readonly storage: StorageService,
  ) {}

  /** The investor dashboard's slider: active slides by order. */
  async listPublic(): Promise<PublicSlideView[]> {
    const slides = await this.ordered(this.dataSource.manager).where('s.isActive = true').getMany();
    return slides.map(mapPublicSlide);
  }

  async list(query: ListQuery): Promise<ListResult<SlideView>> {
    const parsed = parseListQuery(query, SLIDE_LIST);
    const [field, direction] = parsed.sort;
    const byPosition = field === 'order';
    const spec = byPosition ? { ...SLIDE_LIST, fields: { ...SLIDE_LIST.fields, [POSITION]: POSITION_EXPR } } : SLIDE_LIST;
    const sort: [string, 'ASC' | 'DESC'] = byPosition ? [POSITION, direction] : parsed.sort;
    const qb = this.dataSource.getRepository(MarketingSlide).createQueryBuilder('s');
    return (await runList(qb, spec, { ...parsed, sort })).map(mapSlide);
  }

  /** At most MAX_ACTIVE_SLIDES active: counted under the slides lock, so racing creates cannot pass it. */
  async create(dto: CreateSlideDto): Promise<SlideView> {
    const imageUrl = await this.images.checkImageUrl(dto.imageUrl);
    const isActive = dto.isActive ?? true;
    return this.dataSource.transaction(async (manager) => {
      await lockSlides(manager);
      if (isActive) await this.assertRoomForActive(manager);
      const slide = manager.create(MarketingSlide, {
        title: dto.title,
        imageUrl,
        buttonText: dto.buttonText,
        buttonUrl: dto.buttonUrl,
        sortOrder: dto.order ?? 0,
        isActive,
      });
      return mapSlide(await manager.save(slide));
    });
  }

  /** Any subset of fields; activating an inactive slide is held to the active limit like create. */
  async update(id: string, dto: UpdateSlideDto): Promise<SlideView> {
    const imageUrl = dto.imageUrl === undefined ? undefined : await this.images.checkImageUrl(dto.imageUrl);
    let previousImage: string | undefined;
    const updated = await this.dataSource.transaction(async (manager) => {
      await lockSlides(manager);
      const slide = await manager.findOneBy(MarketingSlide, { id });
      if (!slide) throw new NotFoundException(MESSAGES.slideNotFound);
      previousImage = slide.imageUrl;
      if (dto.isActive === true && !slide.isActive) await this.assertRoomForActive(manager);
      const changes: Partial<MarketingSlide> = {
        title: dto.title,
        imageUrl,
        buttonText: dto.buttonText,
        buttonUrl: dto.buttonUrl,
        sortOrder: dto.order,
        isActive: dto.isActive,
      };
      for (const [field, value] of Object.entries(changes)) if (value !== undefined) Object.assign(slide, { [field]: value });
      slide.updatedAt = new Date();
      return mapSlide(await manager.save(slide));
    });
    if (previousImage !== updated.imageUrl) await this.storage.deleteIfUnreferenced([previousImage]);
    return updated;
  }

  /** Answers the deleted slide. Its stored image goes too, unless another slide shows it. */
  async remove(id: string): Promise<SlideView> {
    const removed = await this.dataSource.transaction(async (manager) => {
      await lockSlides(manager);
      const slide = await manager.findOneBy(MarketingSlide, { id });
      if (!slide) throw new NotFoundException(MESSAGES.slideNotFound);
      await manager.delete(MarketingSlide, { id });
      return mapSlide(slide);
    });
    await this.storage.deleteIfUnreferenced([removed.imageUrl]);
    return removed;
  }

  /**
   * Swaps the slide with its neighbour in the list order (order, then createdAt), then numbers the
   * list 0, 1, 2... so ties left by the default order 0 cannot hide the move. 409 at the edges.
   */
  async move(id: string, dto: MoveSlideDto): Promise<SlideView> {
    return this.dataSource.transaction(async (manager) => {
      await lockSlides(manager);
      const slides = await this.ordered(manager).getMany();
      const index = slides.findIndex((s) => s.id === id);
      if (index < 0) throw new NotFoundException(MESSAGES.slideNotFound);
      const other = dto.direction === 'up' ? index - 1 : index + 1;
      if (other < 0) throw new ConflictException(MESSAGES.slideAlreadyFirst);
      if (other >= slides.length) throw new ConflictException(MESSAGES.slideAlreadyLast);
      [slides[index], slides[other]] = [slides[other], slides[index]];
      for (const [position, slide] of slides.entries()) {
        if (slide.sortOrder === position && position !== index && position !== other) continue;
        await manager.update(MarketingSlide, { id: slide.id }, { sortOrder: position, updatedAt: () => 'now()' });
      }
      return mapSlide(await manager.findOneByOrFail(MarketingSlide, { id }));
    });
  }

  private async assertRoomForActive(manager: EntityManager): Promise<void> {
    const active = await manager.countBy(MarketingSlide, { isActive: true });
    if (active >= MAX_ACTIVE_SLIDES) throw new ConflictException(MESSAGES.activeSlideLimit);
  }

  private ordered(manager: EntityManager) {
    return manager
      .getRepository(MarketingSlide)
      .createQueryBuilder('s')
      .orderBy('s.sortOrder', 'ASC')
      .addOrderBy('s.createdAt', 'ASC')
      .addOrderBy('s.id', 'ASC');
  }
}

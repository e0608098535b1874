ALTER TABLE `salesmen` ADD `user_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `salesmen_user_id_unique` ON `salesmen` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `own_artist_id` integer REFERENCES artists(id);--> statement-breakpoint
UPDATE `users` SET `own_artist_id` = `artist_id` WHERE `is_artist` != 0 AND `artist_user_id` IS NULL;--> statement-breakpoint
UPDATE `salesmen` SET `user_id` = (SELECT `id` FROM `users` WHERE `users`.`bind_salesman_id` = `salesmen`.`id` AND `users`.`code` LIKE 'demo-%' ORDER BY `id` LIMIT 1);

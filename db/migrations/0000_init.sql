CREATE TABLE `artist_certificates` (
	`id` integer PRIMARY KEY NOT NULL,
	`artist_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`pic` text NOT NULL,
	`content` text NOT NULL,
	`content_intl` text NOT NULL,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `artist_certificates_artist` ON `artist_certificates` (`artist_id`);--> statement-breakpoint
CREATE TABLE `artists` (
	`id` integer PRIMARY KEY NOT NULL,
	`type` integer DEFAULT 1 NOT NULL,
	`is_collector_inst` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`name_intl` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`title_intl` text DEFAULT '' NOT NULL,
	`pic` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`content_intl` text DEFAULT '' NOT NULL,
	`honor` text DEFAULT '' NOT NULL,
	`honor_intl` text DEFAULT '' NOT NULL,
	`birthday` text,
	`gender` integer,
	`status` integer DEFAULT 0 NOT NULL,
	`sign` text,
	`sign_password_hash` text,
	`audio_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `assistant_links` (
	`assistant_user_id` integer NOT NULL,
	`artist_id` integer NOT NULL,
	`artist_user_id` integer NOT NULL,
	PRIMARY KEY(`assistant_user_id`, `artist_id`),
	FOREIGN KEY (`assistant_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`artist_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `audio_rules` (
	`id` integer PRIMARY KEY NOT NULL,
	`money` real NOT NULL,
	`name` text NOT NULL,
	`name_intl` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `derivatives` (
	`id` integer PRIMARY KEY NOT NULL,
	`goods_id` integer NOT NULL,
	`serial_number` text NOT NULL,
	`uuid` text NOT NULL,
	`name` text NOT NULL,
	`name_intl` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`description_intl` text DEFAULT '' NOT NULL,
	`pictures` text NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `derivatives_serial_number_unique` ON `derivatives` (`serial_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `derivatives_uuid_unique` ON `derivatives` (`uuid`);--> statement-breakpoint
CREATE TABLE `follows` (
	`user_id` integer NOT NULL,
	`artist_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `artist_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `goods` (
	`id` integer PRIMARY KEY NOT NULL,
	`serial_number` text NOT NULL,
	`uuid` text NOT NULL,
	`name` text NOT NULL,
	`name_intl` text NOT NULL,
	`artist_id` integer NOT NULL,
	`published` integer DEFAULT 1 NOT NULL,
	`is_unit` integer DEFAULT 0 NOT NULL,
	`pictures` text NOT NULL,
	`dimensional_href` text DEFAULT '' NOT NULL,
	`detail_info` text DEFAULT '[]' NOT NULL,
	`detail_status` integer DEFAULT 0 NOT NULL,
	`manufacturing_date` text,
	`certificate` text DEFAULT '' NOT NULL,
	`level_id` integer NOT NULL,
	`collect_num` integer DEFAULT 0 NOT NULL,
	`privacy_skin` text,
	`honor` text DEFAULT '' NOT NULL,
	`honor_intl` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`description_intl` text DEFAULT '' NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`is_recommend` integer DEFAULT 0 NOT NULL,
	`is_can_buy` integer DEFAULT 0 NOT NULL,
	`audio_type` integer DEFAULT 0 NOT NULL,
	`audio_status` integer DEFAULT 0 NOT NULL,
	`audio_status_intl` integer DEFAULT 0 NOT NULL,
	`audio` text DEFAULT '' NOT NULL,
	`audio_intl` text DEFAULT '' NOT NULL,
	`browse_num` integer DEFAULT 0 NOT NULL,
	`share_num` integer DEFAULT 0 NOT NULL,
	`like_num` integer DEFAULT 0 NOT NULL,
	`save_num` integer DEFAULT 0 NOT NULL,
	`artist_edit` text,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`level_id`) REFERENCES `levels`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `goods_serial_number_unique` ON `goods` (`serial_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `goods_uuid_unique` ON `goods` (`uuid`);--> statement-breakpoint
CREATE INDEX `goods_artist` ON `goods` (`artist_id`);--> statement-breakpoint
CREATE TABLE `goods_certificates` (
	`id` integer PRIMARY KEY NOT NULL,
	`goods_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`pic` text NOT NULL,
	`content` text NOT NULL,
	`content_intl` text NOT NULL,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `goods_certificates_goods` ON `goods_certificates` (`goods_id`);--> statement-breakpoint
CREATE TABLE `goods_channels` (
	`id` integer PRIMARY KEY NOT NULL,
	`goods_id` integer NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`name_intl` text NOT NULL,
	`info` text NOT NULL,
	`info_intl` text NOT NULL,
	`pl_pic` text NOT NULL,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `goods_channels_key` ON `goods_channels` (`goods_id`,`key`);--> statement-breakpoint
CREATE TABLE `goods_co_authors` (
	`id` integer PRIMARY KEY NOT NULL,
	`goods_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`name_intl` text NOT NULL,
	`artist_id` integer,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `goods_co_authors_goods` ON `goods_co_authors` (`goods_id`);--> statement-breakpoint
CREATE TABLE `goods_data_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`goods_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`label` text NOT NULL,
	`label_intl` text NOT NULL,
	`value` text NOT NULL,
	`value_intl` text NOT NULL,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `goods_data_lines_goods` ON `goods_data_lines` (`goods_id`);--> statement-breakpoint
CREATE TABLE `help_texts` (
	`key` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`content_intl` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `holders` (
	`goods_id` integer PRIMARY KEY NOT NULL,
	`status` integer NOT NULL,
	`name` text NOT NULL,
	`name_intl` text NOT NULL,
	`avatar` text DEFAULT '' NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`collector_id` integer,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`collector_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `levels` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_intl` text NOT NULL,
	`is_rare` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `likes` (
	`user_id` integer NOT NULL,
	`goods_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `goods_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY NOT NULL,
	`artist_id` integer NOT NULL,
	`title` text NOT NULL,
	`title_intl` text NOT NULL,
	`url` text NOT NULL,
	`pic` text DEFAULT '' NOT NULL,
	`published_at` text NOT NULL,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `news_artist` ON `news` (`artist_id`);--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY NOT NULL,
	`app_type` integer NOT NULL,
	`title` text NOT NULL,
	`title_intl` text NOT NULL,
	`content` text NOT NULL,
	`content_intl` text NOT NULL,
	`user_range` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_no` text NOT NULL,
	`user_id` integer NOT NULL,
	`goods_id` integer NOT NULL,
	`rule_id` integer NOT NULL,
	`money` real NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`rule_id`) REFERENCES `audio_rules`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_no_unique` ON `orders` (`order_no`);--> statement-breakpoint
CREATE TABLE `purchase_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`goods_id` integer NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`price` integer NOT NULL,
	`content` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_requests_once` ON `purchase_requests` (`user_id`,`goods_id`);--> statement-breakpoint
CREATE TABLE `salesmen` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`auth` integer DEFAULT 0 NOT NULL,
	`bank_account` text DEFAULT '' NOT NULL,
	`bank_duty_number` text DEFAULT '' NOT NULL,
	`bank_name` text DEFAULT '' NOT NULL,
	`company_name` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `saves` (
	`user_id` integer NOT NULL,
	`goods_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `goods_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sensitive_words` (
	`word` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `transfer_records` (
	`id` integer PRIMARY KEY NOT NULL,
	`goods_id` integer NOT NULL,
	`from_name` text NOT NULL,
	`from_name_intl` text NOT NULL,
	`to_name` text NOT NULL,
	`to_name_intl` text NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`transferred_at` text NOT NULL,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `transfer_records_goods` ON `transfer_records` (`goods_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`nickname` text NOT NULL,
	`avatar` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`needs_phone` integer DEFAULT 0 NOT NULL,
	`is_artist` integer DEFAULT 0 NOT NULL,
	`artist_id` integer,
	`artist_user_id` integer,
	`collector_id` integer,
	`can_more_help` integer DEFAULT 0 NOT NULL,
	`info_status` integer DEFAULT 0 NOT NULL,
	`compete_status` integer DEFAULT 0 NOT NULL,
	`bind_salesman_id` integer,
	`persona_note` text DEFAULT '' NOT NULL,
	`persona_note_intl` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`collector_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bind_salesman_id`) REFERENCES `salesmen`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_code_unique` ON `users` (`code`);--> statement-breakpoint
CREATE TABLE `valuations` (
	`id` integer PRIMARY KEY NOT NULL,
	`goods_id` integer NOT NULL,
	`valued_at` text NOT NULL,
	`price` real NOT NULL,
	FOREIGN KEY (`goods_id`) REFERENCES `goods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `valuations_goods` ON `valuations` (`goods_id`);
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`url` text NOT NULL,
	`bytes` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_url_unique` ON `uploads` (`url`);--> statement-breakpoint
CREATE INDEX `uploads_user` ON `uploads` (`user_id`);